import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every word the admin shows comes from src/admin/i18n: this finds words written straight into a screen.
const ADMIN = join(import.meta.dirname, '../../src/admin');

/** Screens still to move to the catalogues: each must still hold inline words (empty the list as they go). */
const NOT_YET_CONVERTED: string[] = [];

/** Props whose text a user sees or hears. */
const SHOWN_PROPS = new Set([
  'label',
  'placeholder',
  'aria-label',
  'title',
  'alt',
  'hint',
  'description',
  'confirmLabel',
  'busyLabel',
  'message',
  'emptyText',
]);
/** Calls that show their text arguments (toasts, the browser's questions, failure toasts). */
const SHOWING_CALLS = /^(?:toast(?:\.\w+)?|notifyFailure|(?:window\.)?(?:confirm|alert|prompt))$/;

// A path or an address ("/favicon.svg") is no word to translate.
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !/^(?:\/|https?:\/\/)\S*$/.test(text.trim());

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A string that ends up shown as it is: not a key passed to a call, not compared with. */
function shownAsIs(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isParenthesizedExpression(parent) || ts.isJsxExpression(parent) || ts.isJsxAttribute(parent))
    return true;
  if (ts.isConditionalExpression(parent)) return node !== parent.condition;
  if (ts.isBinaryExpression(parent))
    return [
      ts.SyntaxKind.AmpersandAmpersandToken,
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.PlusToken,
    ].includes(parent.operatorToken.kind);
  return false;
}

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

function templateWords(node: ts.TemplateExpression): string {
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
}

/** Inline words of one file, as "line: text". */
function inlineWords(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);

  /** Strings in an expression whose value is shown. */
  function shownStrings(node: ts.Node): void {
    // Elements inside the expression are checked on their own.
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
    if (isText(node) && hasWords(node.text) && shownAsIs(node)) report(node, node.text);
    else if (ts.isTemplateExpression(node) && shownAsIs(node) && hasWords(templateWords(node)))
      report(node, templateWords(node));
    if (ts.isCallExpression(node) && !SHOWING_CALLS.test(node.expression.getText(source))) return;
    ts.forEachChild(node, shownStrings);
  }

  function visit(node: ts.Node): void {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer && SHOWN_PROPS.has(node.name.getText(source))) {
      shownStrings(node.initializer);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      shownStrings(node.expression);
    } else if (ts.isCallExpression(node) && SHOWING_CALLS.test(node.expression.getText(source))) {
      for (const argument of node.arguments) {
        if (isText(argument) && hasWords(argument.text)) report(argument, argument.text);
        else if (ts.isTemplateExpression(argument) && hasWords(templateWords(argument)))
          report(argument, templateWords(argument));
        else if (ts.isObjectLiteralExpression(argument))
          for (const property of argument.properties)
            if (
              ts.isPropertyAssignment(property) &&
              ['description', 'title'].includes(property.name.getText(source))
            )
              shownStrings(property.initializer);
      }
    } else if (
      ts.isVariableDeclaration(node) &&
      /^[A-Z][A-Z0-9_]+$/.test(node.name.getText(source)) &&
      node.initializer &&
      isText(node.initializer) &&
      // A sentence or a title ("Failed to load menu"), not a key, a path or a pattern.
      /^\p{Lu}\p{Ll}*[ ,]/u.test(node.initializer.text)
    ) {
      report(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  return found;
}

describe('the admin screens', () => {
  const all = files(ADMIN).map((path) => ({ path, name: relative(ADMIN, path) }));
  const pending = (name: string) => NOT_YET_CONVERTED.some((prefix) => name.startsWith(prefix));

  it('take every word they show from the catalogues', () => {
    const inline = Object.fromEntries(
      all
        .filter(({ name }) => !pending(name))
        .map(({ path, name }) => [name, inlineWords(path)] as const)
        .filter(([, words]) => words.length > 0),
    );
    expect(inline).toEqual({});
  });

  it('list as still to convert only screens that still hold inline words', () => {
    const converted = NOT_YET_CONVERTED.filter(
      (prefix) => !all.some(({ path, name }) => name.startsWith(prefix) && inlineWords(path).length > 0),
    );
    expect(converted).toEqual([]);
  });
});

import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
  formatPolicy,
  inlineScripts,
  mergePolicies,
  type Policy,
  parsePolicy,
} from '../server/http/security-headers.ts';

export { CONTENT_SECURITY_DIRECTIVES } from '../server/http/security-headers.ts';

const META_POLICY = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i;
/** Script elements that hold data, not code: the policy does not apply to them. */
const DATA_SCRIPT = /\stype="(application\/(ld\+)?json|text\/plain)"/i;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The `_headers` file: every page's policy served as a header, where frame-ancestors works too. */
export function headersFile(site: Policy, admin: Policy): string {
  return [
    '# Written by every build (src/build/security-headers-integration.ts): edit the source, not this file.',
    '# The admin rule comes second: where both match, the admin policy wins (and were both sent, the',
    '# browser would enforce both, which only the admin policy restricts further).',
    '/*',
    `  Content-Security-Policy: ${formatPolicy(site)}`,
    '/admin/*',
    `  Content-Security-Policy: ${formatPolicy(admin)}`,
    '',
  ].join('\n');
}

/**
 * After a build: gathers the Content-Security-Policy Astro put in every page, checks that it allows each
 * inline script the pages hold (a build that would break its own pages fails here), and writes them as
 * one header policy for the public site (may be framed by itself; frames only the map) and one for the
 * admin (never framed, frames nothing).
 */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const policies: Policy[] = [];
        const unhashed: string[] = [];
        for (const file of await htmlFiles(out)) {
          const html = await readFile(file, 'utf8');
          const path = `/${relative(out, file).split(sep).join('/')}`;
          const meta = META_POLICY.exec(html)?.[1];
          if (!meta) throw new Error(`${path} has no Content-Security-Policy: is security.csp enabled?`);
          const policy = parsePolicy(meta.replaceAll('&#39;', "'").replaceAll('&quot;', '"'));
          policies.push(policy);
          const allowed = policy.get('script-src') ?? new Set<string>();
          for (const { attributes, code } of inlineScripts(html)) {
            if (DATA_SCRIPT.test(attributes) || allowed.has(sha256(code))) continue;
            unhashed.push(`${path}: <script${attributes}>${code.slice(0, 60)}…`);
          }
        }
        if (unhashed.length) {
          throw new Error(`Inline scripts the page's policy would block:\n${unhashed.join('\n')}`);
        }
        // Both policies allow every page's scripts, so a browser sent both (where the rules overlap)
        // runs the admin as it should; they differ in what may frame the page and be framed.
        const site = mergePolicies(policies);
        if (!site.has('frame-src')) site.set('frame-src', new Set(["'none'"]));
        site.set('frame-ancestors', new Set(["'self'"]));
        const admin = mergePolicies(policies);
        admin.set('frame-src', new Set(["'none'"]));
        admin.set('frame-ancestors', new Set(["'none'"]));
        await writeFile(join(out, '_headers'), headersFile(site, admin));
        logger.info(`Content-Security-Policy of ${policies.length} pages written to _headers`);
      },
    },
  };
}

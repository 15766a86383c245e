/** Saves `content` as a file through the browser's download. */
export function saveFile(content: string | Blob, fileName: string, type: string) {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Hands a file the page made or fetched to the browser's downloads, through
 * a temporary object URL and a download link: a plan's CSV is made in the
 * page, and the admin's needs the password headers, so neither can be a
 * plain link.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Has the browser fetch `url` and save it as `name`, as a click on a download link would: the
 * file the server offers (`hookyard serve`) comes to the machine the browser runs on.
 */
export function startDownload(download: { url: string; name: string }): void {
  const link = document.createElement('a');
  link.href = download.url;
  link.download = download.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

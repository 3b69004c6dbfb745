/**
 * The page path a loader runs for. While prerendering, React Router also
 * calls loaders for the page's data file (`/blog/x.data`, `/x/_.data`,
 * `/_root.data`), and passes that request through as is.
 */
export function pagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  const page = pathname.replace(/(\/_root|\/_)?\.data$/, '').replace(/\/$/, '');
  return decodeURIComponent(page) || '/';
}

/**
 * The last segment of a loader's page path. Several static routes share one
 * module (one route per competitor or post, so an unknown address falls
 * through to the not-found page instead of a loader that cannot run).
 */
export function lastPathSegment(request: Request): string {
  return pagePath(request).split('/').at(-1) ?? '';
}

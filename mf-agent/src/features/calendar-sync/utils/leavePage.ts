/** Leaves the app for another site (Google's consent page). Its own module so tests can stand in for it. */
export function leavePage(url: string): void {
  window.location.assign(url);
}

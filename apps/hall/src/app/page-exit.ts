/** Leaving the page goes through here so tests can watch it; `replace` keeps the callback out of history. */
export const pageExit = {
  replace(url: string): void {
    window.location.replace(url);
  },
  currentHref(): string {
    return window.location.href;
  },
};

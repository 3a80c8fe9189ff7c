/** The account panel's tabs. */
export type AccountTab = 'login' | 'register';

/** The tab a page's query asks for (`register=true`). */
export const accountTabOf = (params: URLSearchParams): AccountTab =>
  params.get('register') === 'true' ? 'register' : 'login';

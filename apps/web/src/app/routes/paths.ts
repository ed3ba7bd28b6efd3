// What a path asks for, read by the entry before the router loads (decision 041) and by the
// router's gate.

/** Pages e-mailed links lead to: they start a session themselves, signed in or not. */
export function isEmailLinkPath(pathname: string): boolean {
  return pathname === '/confirm-email' || pathname === '/reset-password';
}

export function isChatPath(pathname: string): boolean {
  return pathname === '/chat' || pathname.startsWith('/chat/');
}

/** docs/product.md §2: `?test=backend` on any route shows the Backend Integration Test page. */
export function isBackendTest(search: string): boolean {
  return new URLSearchParams(search).get('test') === 'backend';
}

/** The fragment of an e-mailed link whose redirect fell back to the site's root. */
export function hasEmailLinkFragment(hash: string): boolean {
  return /(^#|&)(access_token|error_description)=/.test(hash);
}

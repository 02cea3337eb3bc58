/** docs/product/api.md: a call that got no usable answer says 'no internet connection' offline, else 'something went wrong'. */
export function failureMessageKey(): 'errors.noInternet' | 'errors.somethingWentWrong' {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline ? 'errors.noInternet' : 'errors.somethingWentWrong';
}

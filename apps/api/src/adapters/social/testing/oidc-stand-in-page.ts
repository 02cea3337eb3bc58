/** The stand-in's "Choose an account" page, shaped like Google's account chooser. */
export interface ChooserAccount {
  email: string;
  name: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function hiddenFields(params: URLSearchParams): string {
  return [...params]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
}

export function accountChooserPage(params: URLSearchParams, accounts: ChooserAccount[]): string {
  const hidden = hiddenFields(params);
  const items = accounts
    .map(
      (
        account,
        index,
      ) => `<li><form method="post" action="/authorize">${hidden}<input type="hidden" name="account" value="${index}">
<button type="submit"><strong>${escapeHtml(account.name)}</strong><br><span>${escapeHtml(account.email)}</span></button></form></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – Google Accounts (stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f}
ul{list-style:none;padding:0}li{margin:.5rem 0}button{width:100%;text-align:start;padding:.75rem;border:1px solid #747775;border-radius:8px;background:#fff;cursor:pointer;font:inherit}
label{display:block;margin:.5rem 0 .25rem}input[type=email],input[type=text]{width:100%;padding:.5rem;box-sizing:border-box;font:inherit}</style></head>
<body><main><h1>Choose an account</h1><p>to continue to Manara</p>
<ul>${items}</ul>
<h2>Use another account</h2>
<form method="post" action="/authorize">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" required>
<label for="given_name">First name</label><input id="given_name" name="given_name" type="text">
<label for="family_name">Last name</label><input id="family_name" name="family_name" type="text">
<p><button type="submit">Continue</button></p></form>
<form method="post" action="/authorize">${hidden}<input type="hidden" name="deny" value="1"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error – Google Accounts (stand-in)</title></head>
<body><main><h1>Access blocked</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

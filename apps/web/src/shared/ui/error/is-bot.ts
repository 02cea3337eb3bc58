/** Crawlers and link-preview bots; they get a plain message instead of the error page (docs/product/shell.md). */
const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|skypeuripreview|yandex|baiduspider|duckduckgo|applebot|petalbot|semrush|ahrefs|python-requests|curl\/|wget\//i;

export function isBot(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && botPattern.test(userAgent));
}

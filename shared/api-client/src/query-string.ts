// Query strings in the encoding the APIs have always received from the portal: `:`, `$` and `,` stay
// as they are and a space is `+` (so id lists read "M2,M3"); values left undefined are not sent.
export type QueryValues = Record<string, string | number | undefined>;

function encodeQueryPart(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
}

/** The URL with the query appended (after any query it already has; a #fragment is dropped). */
export function withQuery(url: string, query: QueryValues = {}): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null)
    .map(([name, value]) => `${encodeQueryPart(name)}=${encodeQueryPart(String(value))}`);
  if (pairs.length === 0) return url;
  const [withoutFragment = ''] = url.split('#', 1);
  return `${withoutFragment}${withoutFragment.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

const shanghaiParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsInShanghai(epochMs: number): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of shanghaiParts.formatToParts(epochMs)) part[type] = value;
  return part;
}

/** UTC epoch milliseconds as `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, whatever the browser's zone. */
export function formatShanghaiDateTime(epochMs: number): string {
  const part = partsInShanghai(epochMs);
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** UTC epoch milliseconds as the `YYYY-MM-DD` date in Asia/Shanghai. */
export function formatShanghaiDate(epochMs: number): string {
  const part = partsInShanghai(epochMs);
  return `${part.year}-${part.month}-${part.day}`;
}

/** The calendar year in Asia/Shanghai at that moment. */
export function shanghaiYear(epochMs: number): number {
  return Number(partsInShanghai(epochMs).year);
}

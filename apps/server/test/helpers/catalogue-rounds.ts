/**
 * The in-memory catalogues' random test: a first load of 2,500 random rows (ids up to 3,000, so later rows
 * replace earlier ones), then 60 rounds of 1–30 changes (1,200 every 20th round: a batch that re-sorts), each
 * followed by 25 queries that `checkQuery` compares with the rules. Returns the rows as they stand and the
 * number of queries checked.
 */
export function checkThroughChanges<Row extends { id: number }>(
  random: { int(min: number, max: number): number },
  catalogue: {
    randomRow(id: number): Row;
    apply(rows: Row[]): void;
    checkQuery(rows: ReadonlyMap<number, Row>): void;
  },
): { rows: Map<number, Row>; checked: number } {
  const rows = new Map<number, Row>();
  const change = (count: number) => {
    const batch = Array.from({ length: count }, () => catalogue.randomRow(random.int(1, 3_000)));
    for (const row of batch) rows.set(row.id, row);
    catalogue.apply(batch);
  };
  change(2_500); // a first load: sorted at once
  let checked = 0;
  for (let round = 0; round < 60; round += 1) {
    change(round % 20 === 19 ? 1_200 : random.int(1, 30)); // changes one at a time, now and then a batch
    for (let query = 0; query < 25; query += 1) {
      catalogue.checkQuery(rows);
      checked += 1;
    }
  }
  return { rows, checked };
}

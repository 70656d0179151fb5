import { CONTACT_EXAMPLE_VALUES } from './defaults/contact';

const NUMERALS = [...'一二三四五六七八九十'];
const HEADING = /^[一二三四五六七八九十]、/;

/** What the public page says in place of the example contact details. */
export const MSG_CONTACT_NOT_FILLED = '平台运营方尚未填写客服热线、客服邮箱和办公地址，填写后会显示在本页。';

/** The first shipped example value the text still holds, if any. */
export function exampleValueIn(text: string): string | undefined {
  return CONTACT_EXAMPLE_VALUES.find((value) => text.includes(value));
}

/**
 * A page body without its sections (`一、…` up to the next heading) that hold an example value, the rest
 * renumbered, after a line saying the details are not filled in yet.
 */
export function withoutExampleValues(body: string): string {
  const sections: string[][] = [];
  for (const paragraph of body.split('\n\n')) {
    if (HEADING.test(paragraph) || sections.length === 0) sections.push([paragraph]);
    else sections.at(-1)!.push(paragraph);
  }
  const kept = sections.filter((section) => exampleValueIn(section.join('\n\n')) === undefined);
  let heading = 0;
  const renumbered = kept.map(([first = '', ...rest]) => {
    if (!HEADING.test(first)) return [first, ...rest];
    const numeral = NUMERALS[heading] ?? String(heading + 1);
    heading += 1;
    return [first.replace(HEADING, `${numeral}、`), ...rest];
  });
  return [MSG_CONTACT_NOT_FILLED, ...renumbered.flat()].join('\n\n');
}

import type { DemoMatter } from './matters';
import type { Random } from './random';

/** The shipped services (migration 002) by name, and what each one's order says and delivers. */
interface ServiceTexts {
  fits(matter: DemoMatter): boolean;
  /** The order's description (服务详情) of a matter it fits. */
  describe(random: Random, matter: DemoMatter): string;
  /** The lawyer's note when delivering. */
  delivery: string;
}

const SERVICE_TEXTS: Readonly<Record<string, ServiceTexts>> = {
  图文咨询: {
    fits: () => true,
    describe: (random, matter) => random.pick(matter.questions),
    delivery: '已在会话中逐条解答，并整理了书面意见和下一步建议，如有疑问可继续沟通。',
  },
  电话咨询: {
    fits: () => true,
    describe: (random, matter) => `${random.pick(matter.questions)}情况比较复杂，想电话里详细说一下。`,
    delivery: '已电话沟通约三十分钟，通话要点和建议整理如上，如有疑问可继续沟通。',
  },
  合同审查: {
    fits: (matter) => matter.contract !== undefined,
    describe: (random, matter) =>
      random.pick([
        `想请律师审查一份${matter.contract}，看看有没有对我不利的条款，需要怎么修改。`,
        `对方发来一份${matter.contract}，下周就要签，请律师帮忙把把关。`,
      ]),
    delivery: '合同已审查完毕，风险条款已逐条标注并附修改意见，请查收。',
  },
  文书代写: {
    fits: (matter) => matter.document !== undefined,
    describe: (_random, matter) => `想请律师代写一份${matter.document}。基本情况：${matter.facts}`,
    delivery: '文书已起草完成，请核对其中的事实和金额，需要修改可以继续沟通。',
  },
  律师函: {
    fits: (matter) => matter.letter !== undefined,
    describe: (_random, matter) => `${matter.letter}，想请律师以律所名义发一份律师函催告对方。`,
    delivery: '律师函已以律所名义起草并寄出，对方签收后我会告知您。',
  },
};

export interface DemoService {
  id: number;
  name: string;
}

/** Which of the services fit the matter, 图文咨询 four times as likely as each other one. */
export function pickService(
  random: Random,
  services: readonly DemoService[],
  matter: DemoMatter,
): DemoService {
  const fitting = services.filter((service) => SERVICE_TEXTS[service.name]?.fits(matter));
  if (fitting.length === 0) throw new Error(`no demo service fits ${matter.matter}`);
  return random.weighted(fitting, (service) => (service.name === '图文咨询' ? 4 : 1));
}

/** The order's description and the lawyer's delivery note for a service that fits the matter. */
export function orderTexts(
  random: Random,
  serviceName: string,
  matter: DemoMatter,
): { description: string; delivery: string } {
  const texts = SERVICE_TEXTS[serviceName];
  if (!texts?.fits(matter)) throw new Error(`${serviceName} does not fit ${matter.matter}`);
  return { description: texts.describe(random, matter), delivery: texts.delivery };
}

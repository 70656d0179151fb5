import type { ChatSender } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { createChatRepo } from '../../modules/chat/repo';
import type { DemoMatter } from './matters';
import type { Random } from './random';

const MINUTE = 60_000;

/** The customer's second question and the lawyer's answer, fitting any matter. */
const FOLLOW_UPS: ReadonlyArray<readonly [string, string]> = [
  [
    '大概需要多长时间能有结果？',
    '要看对方的态度和程序的进展，快的话一两个月，慢的话半年左右，每个节点我都会提前提醒您。',
  ],
  ['这种情况费用大概多少？', '不同阶段收费不一样，我会在书面意见里写明各阶段的大致费用，您可以先看一下。'],
  ['需要我本人到场吗？', '前期沟通线上就可以，需要您签字或者出面的环节我会提前告诉您。'],
  [
    '我现在需要先准备些什么？',
    '先把刚才说到的材料按时间顺序整理好，拍照或复印都可以，清单我会写进书面意见。',
  ],
];

/** What the parties of the other services said once the lawyer took the order: the lawyer's ask, the answer. */
const SHORT_EXCHANGES: Readonly<Record<string, readonly [string, string]>> = {
  电话咨询: ['稍后通过平台的隐私号码给您回电，十分钟后方便接听吗？', '方便的，等您电话。'],
  合同审查: [
    '请把合同的完整版本发给我，包括附件，修改意见我明天给您。',
    '好的，完整版本已经上传到订单里了，麻烦律师了。',
  ],
  文书代写: ['初稿我明天给您，里面的金额和日期请您到时再核对一下。', '好的，谢谢律师。'],
  律师函: [
    '请提供对方的准确名称和地址，律师函会以律所名义寄出。',
    '对方的名称和地址我整理好了，马上发给您。',
  ],
};

const THANKS = [
  '好的，谢谢律师，我先按您说的准备。',
  '明白了，非常感谢！',
  '谢谢，书面意见出来后我再仔细看看。',
];

export interface DemoConversationInput {
  customerId: number;
  /** The service's name: 图文咨询 is the whole consultation, the others a short exchange. */
  service: string;
  lawyer: { id: number; userId: number; name: string };
  matter: DemoMatter;
  /** When the lawyer accepted the order; the exchange takes the following hours. */
  acceptedAt: number;
}

const greeting = (input: DemoConversationInput) =>
  `您好，我是${input.lawyer.name}律师，已经看到您关于${input.matter.matter}的${input.service}。`;

/** The 图文咨询 exchange: the lawyer asks, the customer tells the facts, the lawyer advises, a follow-up, thanks. */
function consultation(random: Random, input: DemoConversationInput): Array<[ChatSender, string]> {
  const [question, answer] = random.pick(FOLLOW_UPS);
  return [
    ['lawyer', `${greeting(input)}麻烦再说说具体经过，手上有哪些材料？`],
    ['customer', input.matter.facts],
    ['lawyer', input.matter.advice],
    ['customer', question],
    ['lawyer', answer],
    ['customer', random.pick(THANKS)],
  ];
}

/**
 * The exchange an order had in the parties' conversation (opened at acceptance), between acceptance and
 * delivery: for 图文咨询 the consultation itself, for the other services the lawyer's first ask and the answer.
 * Stored through the chat repository like sent messages, and read by both long ago.
 */
export async function writeDemoConversation(
  db: Kysely<Database>,
  random: Random,
  input: DemoConversationInput,
): Promise<void> {
  const { customerId, lawyer, acceptedAt } = input;
  const chat = createChatRepo(db);
  const conversationId = await chat.openFor(customerId, lawyer.id, acceptedAt);
  const short = SHORT_EXCHANGES[input.service];
  const script: Array<[ChatSender, string]> = short
    ? [
        ['lawyer', greeting(input) + short[0]],
        ['customer', short[1]],
      ]
    : consultation(random, input);
  let at = acceptedAt;
  let lastId = 0;
  for (const [index, [sender, text]] of script.entries()) {
    at += random.int(3, 25) * MINUTE;
    const stored = await chat.insertMessage({
      conversationId,
      sender,
      senderUserId: sender === 'lawyer' ? lawyer.userId : customerId,
      clientId: `demo-${acceptedAt}-${index}`,
      kind: 'text',
      text,
      uploadId: null,
      now: at,
    });
    lastId = stored!.row.id;
  }
  await chat.markRead(conversationId, 'customer', lastId, at);
  await chat.markRead(conversationId, 'lawyer', lastId, at);
}

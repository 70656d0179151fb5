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

const THANKS = [
  '好的，谢谢律师，我先按您说的准备。',
  '明白了，非常感谢！',
  '谢谢，书面意见出来后我再仔细看看。',
];

export interface DemoConversationInput {
  customerId: number;
  lawyer: { id: number; userId: number; name: string };
  matter: DemoMatter;
  /** When the lawyer accepted the order; the exchange takes the following two hours or so. */
  acceptedAt: number;
}

/**
 * The exchange a 图文咨询 order had in the parties' conversation (opened at acceptance), between acceptance
 * and delivery: the lawyer asks, the customer tells the facts, the lawyer advises, a follow-up, thanks.
 * Stored through the chat repository like sent messages, and read by both long ago.
 */
export async function writeDemoConversation(
  db: Kysely<Database>,
  random: Random,
  input: DemoConversationInput,
): Promise<void> {
  const { customerId, lawyer, matter, acceptedAt } = input;
  const chat = createChatRepo(db);
  const conversationId = await chat.openFor(customerId, lawyer.id, acceptedAt);
  const [question, answer] = random.pick(FOLLOW_UPS);
  const script: Array<[ChatSender, string]> = [
    [
      'lawyer',
      `您好，我是${lawyer.name}律师，已经看到您关于${matter.matter}的问题。麻烦再说说具体经过，手上有哪些材料？`,
    ],
    ['customer', matter.facts],
    ['lawyer', matter.advice],
    ['customer', question],
    ['lawyer', answer],
    ['customer', random.pick(THANKS)],
  ];
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

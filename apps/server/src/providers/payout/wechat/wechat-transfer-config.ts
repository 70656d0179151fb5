import { z } from 'zod';
import { optionalMatching, optionalText, requireVariables } from '../../../core/env-text';

/** One 转账场景报备信息 entry, as WeChat Pay takes it. */
export interface TransferSceneReportInfo {
  info_type: string;
  info_content: string;
}

/** WeChat Pay 商家转账 (PAYOUT_PROVIDER=wechat); the merchant's keys are the WECHAT_* payment settings. */
export interface WechatTransferConfig {
  /** 转账场景ID, as granted to the merchant (1005 佣金报酬). */
  sceneId: string;
  /** 转账场景报备信息: exactly the info types the scene demands. */
  reportInfos: TransferSceneReportInfo[];
  /** 用户收款感知: what the payee sees the money as; one of the values the scene allows. */
  userRecvPerception: string;
  /** Where WeChat Pay posts `MCHTRANSFER.BILL.FINISHED`. */
  notifyUrl: string;
}

/** The scene this product is made for: lawyers' income is 佣金报酬 (1005). */
export const DEFAULT_SCENE_ID = '1005';
const DEFAULT_REPORT_INFOS: TransferSceneReportInfo[] = [
  { info_type: '岗位类型', info_content: '律师' },
  { info_type: '报酬说明', info_content: '律师服务收入' },
];

const REPORT_INFOS_EXAMPLE = '[{"info_type":"岗位类型","info_content":"律师"},…]';

function reportInfosJson(value: string | undefined, ctx: z.RefinementCtx) {
  if (value === undefined) return undefined;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(value);
  } catch {
    // reported below
  }
  const entries = z
    .array(z.strictObject({ info_type: z.string().trim().min(1), info_content: z.string().trim().min(1) }))
    .min(1)
    .safeParse(parsed);
  if (!entries.success) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a JSON array of {"info_type","info_content"}, e.g. ${REPORT_INFOS_EXAMPLE}`,
    });
    return z.NEVER;
  }
  return entries.data;
}

const NOTIFY_URL = /^https?:\/\/[^\s?#]+$/;

/** The payout variables, merged into the environment schema of config.ts. */
const payoutEnvSchema = z.object({
  // Who pays 微信零钱 withdrawals; bank transfers to the law firm are always manual.
  PAYOUT_PROVIDER: optionalText.default('sandbox').pipe(z.enum(['sandbox', 'wechat'])),
  WECHAT_TRANSFER_SCENE_ID: optionalText
    .default(DEFAULT_SCENE_ID)
    .pipe(z.string().regex(/^\d{1,16}$/, 'must be a 转账场景ID (digits, e.g. 1005)')),
  WECHAT_TRANSFER_SCENE_REPORT_INFOS: optionalText.transform(reportInfosJson),
  WECHAT_TRANSFER_USER_RECV_PERCEPTION: optionalText
    .default('劳务报酬')
    .pipe(z.string().max(32, 'must be at most 32 characters')),
  WECHAT_TRANSFER_NOTIFY_URL: optionalMatching(
    NOTIFY_URL,
    'must be an absolute address without query or fragment (WeChat Pay refuses parameters)',
  ),
});

export const payoutEnvShape = payoutEnvSchema.shape;

type PayoutEnv = z.output<typeof payoutEnvSchema> & { NODE_ENV?: string };

function checkPayoutEnv(env: PayoutEnv, ctx: z.RefinementCtx): void {
  if (env.PAYOUT_PROVIDER !== 'wechat') return;
  requireVariables(env, ctx, 'PAYOUT_PROVIDER=wechat', {
    WECHAT_TRANSFER_NOTIFY_URL:
      'the public https address WeChat Pay posts transfer notifies to (…/api/v1/withdrawal/notify/wechat)',
  });
  if (env.WECHAT_TRANSFER_SCENE_ID !== DEFAULT_SCENE_ID && !env.WECHAT_TRANSFER_SCENE_REPORT_INFOS) {
    ctx.addIssue({
      code: 'custom',
      path: ['WECHAT_TRANSFER_SCENE_REPORT_INFOS'],
      message: `is required with WECHAT_TRANSFER_SCENE_ID=${env.WECHAT_TRANSFER_SCENE_ID}: the info types that scene demands (only ${DEFAULT_SCENE_ID} has a default)`,
    });
  }
  if (
    env.NODE_ENV === 'production' &&
    env.WECHAT_TRANSFER_NOTIFY_URL &&
    !env.WECHAT_TRANSFER_NOTIFY_URL.startsWith('https://')
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['WECHAT_TRANSFER_NOTIFY_URL'],
      message: 'must be https in production',
    });
  }
}

/**
 * checkPayoutEnv as a check of the whole environment that runs even when other variables are malformed,
 * so one boot names every missing payout variable at once.
 */
export const payoutEnvCheck = z.superRefine(checkPayoutEnv, {
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});

/** The payout part of AppConfig; called after checkPayoutEnv passed. */
export function payoutConfigOf(env: PayoutEnv): {
  payoutProvider: 'sandbox' | 'wechat';
  wechatTransfer: WechatTransferConfig | null;
} {
  return {
    payoutProvider: env.PAYOUT_PROVIDER,
    wechatTransfer:
      env.PAYOUT_PROVIDER === 'wechat'
        ? {
            sceneId: env.WECHAT_TRANSFER_SCENE_ID,
            reportInfos: env.WECHAT_TRANSFER_SCENE_REPORT_INFOS ?? DEFAULT_REPORT_INFOS,
            userRecvPerception: env.WECHAT_TRANSFER_USER_RECV_PERCEPTION,
            notifyUrl: env.WECHAT_TRANSFER_NOTIFY_URL ?? '',
          }
        : null,
  };
}

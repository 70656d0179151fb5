/**
 * How long a review takes, as the 信息发布审核机制 page promises (四、审核时限, shipped in
 * apps/server/src/modules/content/defaults/verify-policy.ts): keep the two in step.
 */
export const REVIEW_TIME_NOTE = '预计2个工作日内完成审核，资料需进一步核实的可能延长至5个工作日';

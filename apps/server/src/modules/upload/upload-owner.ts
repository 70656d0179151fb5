/** Who an upload belongs to: a user of the apps, or an operator (platform documents from the console). */
export type UploadOwner = { kind: 'user' | 'operator'; id: number };

/** The owner as the limits and the serializer key it: `user:12`, `operator:3`. */
export const ownerKey = (owner: UploadOwner): string => `${owner.kind}:${owner.id}`;

import type { OpenAPIV3 } from 'openapi-types';

/**
 * What makes the generated OpenAPI document complete for a reader (and clean under Spectral `spectral:oas`):
 * an operationId and a description on every operation, every tag it uses defined, and only the shared
 * schemas something refers to. Nothing here is written per route: it all comes from the routes' schemas.
 */

/** Each route group's tag, described for the reader of /api/docs. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  account: '账号：更换手机号、注销账号',
  appeal: '申诉',
  appointment: '预约咨询',
  auth: '登录、短信验证码',
  call: '电话咨询',
  chat: '会话与消息',
  common: '公共数据：地区、法律类型、学历等',
  content: '平台内容：协议、关于我们、联系我们',
  dev: '开发环境辅助（生产环境不提供）',
  document: '文书中心',
  feedback: '留言反馈',
  health: '健康检查',
  lawyer: '律师目录与律师资料',
  'lawyer-application': '律师入驻认证',
  notification: '消息通知',
  operator: '运营后台',
  payment: '支付',
  review: '评价',
  'service-order': '服务订单（图文咨询等）',
  upload: '图片与文件上传',
  user: '用户信息',
  wallet: '律师钱包',
  wechat: '微信公众号与网页授权',
  withdrawal: '提现',
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `GET /api/v1/admin/feedback/{id}` → `getAdminFeedbackById`: unique, since a method and a path name one
 * route; readable, since the paths come from the contract's API table.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v\d+\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{](\w+)\}?$/.exec(segment);
      const name = param ? `by-${param[1]}` : segment;
      return name.split(/[-_.]/).filter(Boolean).map(capitalized).join('');
    });
  return method.toLowerCase() + words.join('');
}

/** Every operation, with its method, over all paths of the document. */
function operationsOf(document: OpenAPIV3.Document): OpenAPIV3.OperationObject[] {
  return Object.values(document.paths).flatMap((item) =>
    METHODS.flatMap((method) => (item?.[method] ? [item[method]] : [])),
  );
}

/** The tags the operations use, each defined once, in the order first used. */
function definedTags(document: OpenAPIV3.Document): OpenAPIV3.TagObject[] {
  const names = [...new Set(operationsOf(document).flatMap((operation) => operation.tags ?? []))];
  return names.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
}

/** Shared schemas that some `$ref` reaches (the registry holds input and output twins of each). */
function referencedSchemas(document: OpenAPIV3.Document): Record<string, OpenAPIV3.SchemaObject> {
  const all = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (value === undefined) return;
    for (const match of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = match[1]!;
      if (used.has(name)) continue;
      used.add(name);
      visit(all[name]);
    }
  };
  visit(document.paths);
  return Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name))) as Record<
    string,
    OpenAPIV3.SchemaObject
  >;
}

/** The finished document: tags defined, unreferenced shared schemas left out. */
export function completeDocument(document: OpenAPIV3.Document): OpenAPIV3.Document {
  const schemas = referencedSchemas(document);
  const { schemas: _all, ...components } = document.components ?? {};
  return {
    ...document,
    tags: definedTags(document),
    components: Object.keys(schemas).length > 0 ? { ...components, schemas } : components,
  };
}

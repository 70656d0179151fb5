import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { OPERATOR_TOKEN_HEADER, TOKEN_HEADER } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RouteAccess } from './auth/route-access';

export const DOCS_PATH = '/api/docs';

/** What each route access asks for in the document (`optional`: either no token or a user token). */
const SECURITY: Record<RouteAccess, Array<Record<string, string[]>> | undefined> = {
  public: undefined,
  optional: [{}, { userToken: [] }],
  user: [{ userToken: [] }],
  lawyer: [{ userToken: [] }],
  owner: [{ userToken: [] }],
  operator: [{ operatorToken: [] }],
};

/**
 * OpenAPI generated from the routes' zod schemas (the contract) and served with Swagger UI.
 * Must be registered before the routes it documents.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: '律桥 API', description: '律桥法律服务：H5 与运营后台共用的接口', version: '1.0.0' },
      components: {
        securitySchemes: {
          userToken: { type: 'apiKey', in: 'header', name: TOKEN_HEADER },
          operatorToken: { type: 'apiKey', in: 'header', name: OPERATOR_TOKEN_HEADER },
        },
      },
    },
    // Runs when the document is made, after every scope has completed its routes' access.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      const security = access ? SECURITY[access] : undefined;
      return security ? { ...transformed, schema: { ...transformed.schema, security } } : transformed;
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TOKEN_HEADER } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PATH = '/api/docs';

/**
 * OpenAPI generated from the routes' zod schemas (the contract) and served with Swagger UI.
 * Must be registered before the routes it documents.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: '律桥 API', description: '律桥法律服务：H5 与运营后台共用的接口', version: '1.0.0' },
      components: {
        securitySchemes: { userToken: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });

  // Routes that need a logged-in user say so in the document.
  app.addHook('onRoute', (route) => {
    if (route.config?.auth === 'user' && route.schema) {
      route.schema = { ...route.schema, security: [{ userToken: [] }] };
    }
  });
}

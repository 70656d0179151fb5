import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { OPERATOR_TOKEN_HEADER, TOKEN_HEADER } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import type { RouteAccess } from './auth/route-access';
import { completeDocument, operationIdOf } from './openapi-document';

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
      info: {
        title: '律桥 API',
        description: '律桥法律服务：H5 与运营后台共用的接口',
        version: '1.0.0',
        contact: { name: '律桥' },
      },
      // The document is served by the API it describes: its paths are relative to that same address.
      servers: [{ url: '/', description: '提供本文档的服务' }],
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
      const { summary, description } = transformed.schema as { summary?: string; description?: string };
      const schema = {
        ...transformed.schema,
        operationId: operationIdOf(input.route.method.toString(), input.url),
        description: description ?? summary,
        ...(security ? { security } : {}),
      };
      return { ...transformed, schema };
    },
    // Shared schemas (a recursive one: the area tree) from the contract's registry, then the tags defined.
    transformObject: (input) =>
      completeDocument(jsonSchemaTransformObject(input) as unknown as OpenAPIV3.Document) as never,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
}

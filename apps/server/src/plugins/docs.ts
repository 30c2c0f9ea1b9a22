import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/**
 * OpenAPI 3 from the bound descriptors (their JSON Schemas), served at /api/openapi.json, and
 * Swagger UI at /api/docs from the package's own files (works offline). Register before routes.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Benefits Portal API',
        version: '1.0.0',
        description: 'Every call of the portal, from packages/contract.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { url: '/api/openapi.json', deepLinking: false },
    staticCSP: false,
  });
}

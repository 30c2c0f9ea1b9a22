/** JSON Schema of the one error body `{ error, error_description, fields? }` (serialization and OpenAPI). */
export const errorJsonSchema = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    error_description: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    requestId: { type: 'string' },
  },
  required: ['error', 'error_description'],
  additionalProperties: false,
} as const;

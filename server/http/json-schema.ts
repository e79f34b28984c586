import { is, type Struct } from 'superstruct';

/**
 * A JSON Schema sketch of a superstruct struct, for the OpenAPI document only: requests are
 * validated by the structs themselves. Unknown kinds (custom `define`s) become `{}`.
 */
export type JsonSchema = Record<string, unknown>;

export function toJsonSchema(struct: Struct<any, any>, without: readonly string[] = []): JsonSchema {
  const schema = convert(struct, without);
  return is(null, struct) && schema.type ? { ...schema, nullable: true } : schema;
}

function convert(struct: Struct<any, any>, without: readonly string[]): JsonSchema {
  const inner = struct.schema as unknown;
  switch (struct.type) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'integer':
      return { type: 'integer' };
    case 'boolean':
      return { type: 'boolean' };
    case 'image':
      return { type: 'string', format: 'binary' };
    case 'literal':
      return { enum: [inner] };
    case 'enums':
      return { enum: Object.values(inner as Record<string, unknown>) };
    case 'array':
      return { type: 'array', items: isStruct(inner) ? toJsonSchema(inner) : {} };
    case 'record':
      return { type: 'object', additionalProperties: true };
    case 'object':
    case 'type': {
      const shape = (inner ?? {}) as Record<string, Struct<any, any>>;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        if (without.includes(key)) continue;
        properties[key] = toJsonSchema(field);
        if (!is(undefined, field)) required.push(key);
      }
      return {
        type: 'object',
        properties,
        ...(required.length ? { required } : {}),
        ...(struct.type === 'object' ? { additionalProperties: false } : {}),
      };
    }
    default:
      return {};
  }
}

function isStruct(value: unknown): value is Struct<any, any> {
  return value !== null && typeof value === 'object' && 'validator' in value && 'type' in value;
}

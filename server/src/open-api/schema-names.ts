import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';

/**
 * Names the schema: the document lists it once under `components.schemas` and points at it
 * wherever it appears. This is the library's own record of names, which its `.openapi(name)`
 * fills too; that method only exists on schemas made after `extendZodWithOpenApi`, and the
 * contract's are made before the server could call it.
 */
export function nameSchema<T extends z.ZodType>(schema: T, name: string): T {
  zodToOpenAPIRegistry.add(schema, { _internal: { refId: name } });
  return schema;
}

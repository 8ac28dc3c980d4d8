import fc from 'fast-check';
import { z } from 'zod';
import * as schemas from '../schemas/index';

/**
 * Hostile input for the property tests (issue 11, ADR 019): every Zod schema the forms and the REST
 * resources use, the field paths each one reads, and generators of hostile input built from them —
 * real field names with wrong, huge, missing or nested values, list indices far past every maximum,
 * and unknown fields. Test code only (`@iprenew/models/testing`).
 */

/** Every Zod schema exported by models/src/schemas, by export name. */
export function allSchemas(): [string, z.ZodType][] {
  return (Object.entries(schemas) as [string, unknown][]).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);
}

type Segment = string | number;

/** The field paths a schema reads (`lines`, `lines[0].filing_no`…), arrays as index 0. */
export function schemaFieldPaths(schema: z.ZodType, prefix: Segment[] = [], depth = 0): Segment[][] {
  if (depth > 8) return [];
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (key: string) => (def[key] ? schemaFieldPaths(def[key] as z.ZodType, prefix, depth + 1) : []);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const own = Object.keys(shape).map((key) => [...prefix, key]);
      return [...own, ...Object.entries(shape).flatMap(([key, value]) => schemaFieldPaths(value, [...prefix, key], depth + 1))];
    }
    case 'array':
      return [[...prefix, 0], ...schemaFieldPaths(def.element as z.ZodType, [...prefix, 0], depth + 1)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => schemaFieldPaths(option, prefix, depth + 1));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    default:
      return [];
  }
}

/** A path in Conform's notation: `lines[0].filing_no`. */
export const formatPath = (segments: Segment[]) =>
  segments.reduce<string>((path, segment) => (typeof segment === 'number' ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment), '');

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'true', 'null', '[]', '{}', '__proto__', 'constructor', '2024-02-30', '9'.repeat(40), '<script>', "' OR 1=1 --"),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
);

/** An index: mostly small, sometimes at or past the maxima, sometimes absurd. */
const hostileIndex = fc.oneof(
  { weight: 6, arbitrary: fc.nat({ max: 3 }) },
  { weight: 2, arbitrary: fc.integer({ min: 40, max: 120 }) },
  { weight: 1, arbitrary: fc.constantFrom(999, 99_999_999, 5_000_000, Number.MAX_SAFE_INTEGER) },
);

/** A field name derived from the schema's own paths with the indices replaced, or a stranger. */
export function hostileFieldName(paths: Segment[][]): fc.Arbitrary<string> {
  const known = paths.length
    ? fc.tuple(fc.constantFrom(...paths), fc.array(hostileIndex, { minLength: 4, maxLength: 4 })).map(([path, indices]) => {
        let i = 0;
        return formatPath(path.map((segment) => (typeof segment === 'number' ? indices[i++ % indices.length]! : segment)));
      })
    : fc.constant('x');
  return fc.oneof(
    { weight: 8, arbitrary: known },
    { weight: 1, arbitrary: fc.constantFrom('x', 'a[0]', 'a[]', 'a..b', 'a[b]', '[0]', '__proto__.x', 'constructor.prototype', 'a[0][0][0][0][0][0][0]', '__intent__', '__state__') },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  );
}

/** Form entries (name, value) for a schema: 0–16 fields, including repeated names. */
export function hostileFormEntries(schema: z.ZodType): fc.Arbitrary<[string, string][]> {
  const paths = schemaFieldPaths(schema);
  return fc.array(fc.tuple(hostileFieldName(paths), hostileString), { maxLength: 16 });
}

const hostileJsonLeaf = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e309, Number.NaN),
);

/** A JSON body for a schema: random JSON, or an object with its real keys holding hostile values. */
export function hostileJsonBody(schema: z.ZodType): fc.Arbitrary<unknown> {
  const keys = [...new Set(schemaFieldPaths(schema).filter((p) => p.length === 1).map((p) => String(p[0])))];
  const value = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, hostileJsonLeaf, fc.array(tie('value'), { maxLength: 5 }), fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 })),
  })).value;
  const shaped = keys.length ? fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length }) : fc.dictionary(fc.string({ maxLength: 8 }), value);
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
}

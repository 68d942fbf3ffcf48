import type pg from 'pg';

/** The schemas this application owns; pg-boss keeps its own and extensions keep theirs. */
export const OWN_SCHEMAS = ['public', 'auth'] as const;

/**
 * What a database holds, one line of text per object, keyed by the object: tables, columns,
 * constraints, indexes and row-level security flags (the numbered migrations' part), and functions,
 * triggers, views, policies and grants (the capability files' part, see declarative.ts). Two databases
 * with equal descriptions answer every query the same way, which is what the drift and upgrade tests
 * compare.
 */
export type SchemaDescription = Record<string, string>;

const own = `n.nspname = any($1::text[])`;

/** Rows of [key, value]; every query below returns them already keyed. */
const QUERIES: Record<'tables' | 'declared', string[]> = {
  tables: [
    `select 'table ' || c.oid::regclass::text, c.relkind::text || ' rls=' || c.relrowsecurity || ' force=' || c.relforcerowsecurity
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${own} and c.relkind in ('r', 'p', 'S', 'm')`,
    `select 'column ' || c.oid::regclass::text || '.' || a.attname,
            format_type(a.atttypid, a.atttypmod) || ' notnull=' || a.attnotnull || ' default=' ||
            coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ' identity=' || a.attidentity::text || ' generated=' || a.attgenerated::text
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ${own} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`,
    `select 'constraint ' || c.oid::regclass::text || '.' || k.conname, pg_get_constraintdef(k.oid)
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where ${own}`,
    `select 'index ' || i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid)
       from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where ${own}`,
    `select 'comment ' || c.oid::regclass::text || coalesce('.' || a.attname, ''), d.description
       from pg_description d join pg_class c on c.oid = d.objoid and d.classoid = 'pg_class'::regclass
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attribute a on a.attrelid = c.oid and a.attnum = d.objsubid and d.objsubid > 0
      where ${own}`,
  ],
  declared: [
    `select 'function ' || p.oid::regprocedure::text, pg_get_functiondef(p.oid) || ' comment=' || coalesce(obj_description(p.oid, 'pg_proc'), '')
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where ${own} and not exists (select from pg_depend e where e.objid = p.oid and e.deptype = 'e')`,
    `select 'grant function ' || p.oid::regprocedure::text || ' to ' || coalesce(g.rolname, 'public'), x.privilege_type
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace, aclexplode(p.proacl) x
       left join pg_roles g on g.oid = x.grantee
      where ${own} and x.grantee <> p.proowner`,
    `select 'trigger ' || t.tgrelid::regclass::text || '.' || t.tgname, pg_get_triggerdef(t.oid)
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where ${own} and not t.tgisinternal`,
    `select 'view ' || c.oid::regclass::text, pg_get_viewdef(c.oid)
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${own} and c.relkind = 'v'`,
    `select 'policy ' || p.schemaname || '.' || p.tablename || '.' || p.policyname,
            p.permissive || ' ' || p.cmd || ' to ' || array_to_string(p.roles, ',') || ' using ' || coalesce(p.qual, '') ||
            ' check ' || coalesce(p.with_check, '')
       from pg_policies p where p.schemaname = any($1::text[])`,
    `select 'grant ' || c.oid::regclass::text || ' to ' || coalesce(g.rolname, 'public') || ' ' || x.privilege_type,
            x.is_grantable::text
       from pg_class c join pg_namespace n on n.oid = c.relnamespace, aclexplode(c.relacl) x
       left join pg_roles g on g.oid = x.grantee
      where ${own} and x.grantee <> c.relowner`,
    `select 'grant ' || c.oid::regclass::text || '(' || a.attname || ') to ' || coalesce(g.rolname, 'public') || ' ' || x.privilege_type,
            x.is_grantable::text
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace,
            aclexplode(a.attacl) x
       left join pg_roles g on g.oid = x.grantee
      where ${own} and a.attacl is not null`,
  ],
};

async function run(client: pg.ClientBase, queries: string[]): Promise<SchemaDescription> {
  const description: SchemaDescription = {};
  for (const text of queries) {
    const { rows } = await client.query<[string, string]>({ text, values: [OWN_SCHEMAS], rowMode: 'array' });
    for (const [key, value] of rows) description[key] = value;
  }
  return Object.fromEntries(Object.entries(description).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The capability files' part: functions, triggers, views, policies and grants. */
export function describeDeclared(client: pg.ClientBase): Promise<SchemaDescription> {
  return run(client, QUERIES.declared);
}

/** Everything the application's schemas hold. */
export function describeSchema(client: pg.ClientBase): Promise<SchemaDescription> {
  return run(client, [...QUERIES.tables, ...QUERIES.declared]);
}

/** One line per key that differs, is missing or is extra, for a test's message. */
export function compareDescriptions(expected: SchemaDescription, actual: SchemaDescription): string[] {
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    if (!(key in actual)) lines.push(`missing: ${key}`);
    else if (!(key in expected)) lines.push(`extra: ${key}`);
    else if (expected[key] !== actual[key]) lines.push(`differs: ${key}`);
  }
  return lines.sort();
}

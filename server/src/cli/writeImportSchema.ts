import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ImportFile } from '../import/format';

/** Writes schemas/import.schema.json from the TypeBox declaration of the import format. */
const target = path.resolve(import.meta.dirname, '../../../schemas/import.schema.json');
const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  ...JSON.parse(JSON.stringify(ImportFile)),
};
writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), target)}`);

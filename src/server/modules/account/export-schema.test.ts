import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { exportJsonSchema } from '../../../core/export-format.ts';

it('documents the export file with the JSON Schema core generates (docs/export-format.schema.json)', () => {
  const committed = JSON.parse(readFileSync('docs/export-format.schema.json', 'utf8'));
  expect(committed).toEqual(exportJsonSchema());
});

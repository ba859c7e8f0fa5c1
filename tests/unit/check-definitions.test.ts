import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDefinitionFiles } from '../../scripts/definition-files';

const root = join(import.meta.dirname, '../..');

describe('check:definitions', () => {
  it('rejects a formula that names an undeclared field, naming the file and the path', async () => {
    const { problems } = await checkDefinitionFiles(join(root, 'tests/fixtures/broken-definitions'), root);
    expect(problems).toContainEqual({
      file: 'tests/fixtures/broken-definitions/undeclared-field.ts',
      path: 'calculator.modes.0.outputs.0.expr',
      problem: 'The expression names "clicks", which is not a field of this mode or an earlier output.',
    });
  });

  it('fails from the command line with one located line per problem', () => {
    let output = '';
    let status = 0;
    try {
      execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/check-definitions.ts', 'tests/fixtures/broken-definitions'], { cwd: root, stdio: 'pipe' });
    } catch (error) {
      const failed = error as { status: number; stderr: Buffer };
      status = failed.status;
      output = failed.stderr.toString();
    }
    expect(status).toBe(1);
    expect(output).toContain('tests/fixtures/broken-definitions/undeclared-field.ts → calculator.modes.0.outputs.0.expr: The expression names "clicks"');
  });

  it('passes on the real definitions', async () => {
    const { problems, definitions } = await checkDefinitionFiles(join(root, 'definitions'), root);
    expect(problems).toEqual([]);
    expect(definitions.length).toBeGreaterThanOrEqual(5);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { playwrightProblems, problemLines, vitestProblems } from './run-layer.mjs';

describe("a layer's problems, named at the end of the log", () => {
  it('names a failed story, and one that passed on retry, by file and name, with the first line of its error', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/src/components/atoms/Button/Button.stories.tsx`,
          status: 'failed',
          message: '',
          assertionResults: [
            { fullName: 'Default', status: 'passed', failureMessages: [] },
            { fullName: 'Opens', status: 'passed', failureMessages: ['Error: timed out\n  at …'] },
            {
              fullName: 'Disabled',
              status: 'failed',
              failureMessages: [
                '\u001b[31mTestingLibraryElementError: Unable to find role\u001b[39m\nat …',
              ],
            },
          ],
        },
        {
          name: `${process.cwd()}/stories/flows/Checkout.stories.tsx`,
          status: 'failed',
          message: 'Failed to fetch dynamically imported module',
          assertionResults: [],
        },
      ],
    };
    expect(vitestProblems(report)).toEqual([
      {
        kind: 'failed',
        name: 'src/components/atoms/Button/Button.stories.tsx › Disabled',
        message: 'TestingLibraryElementError: Unable to find role',
      },
      {
        kind: 'flaky',
        name: 'src/components/atoms/Button/Button.stories.tsx › Opens',
        message: 'Error: timed out',
      },
      {
        kind: 'failed',
        name: 'stories/flows/Checkout.stories.tsx',
        message: 'Failed to fetch dynamically imported module',
      },
    ]);
  });

  it('names failed and flaky Playwright tests under their describe titles, and leaves passes out', () => {
    const test = (status, message) => ({
      projectName: 'mobile',
      status,
      results: [{ errors: message ? [{ message }] : [] }],
    });
    const report = {
      suites: [
        {
          title: 'cart.spec.ts',
          file: 'cart.spec.ts',
          specs: [
            { title: 'adds a line', file: 'cart.spec.ts', line: 12, tests: [test('expected')] },
          ],
          suites: [
            {
              title: 'quotes',
              file: 'cart.spec.ts',
              specs: [
                {
                  title: 'prints',
                  file: 'cart.spec.ts',
                  line: 40,
                  tests: [test('unexpected', 'Timeout 5000ms exceeded.\nCall log')],
                },
                {
                  title: 'emails',
                  file: 'cart.spec.ts',
                  line: 58,
                  tests: [test('flaky', 'expect(received)')],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: webServer exited early' }],
    };
    expect(playwrightProblems(report)).toEqual([
      {
        kind: 'failed',
        name: 'cart.spec.ts:40 [mobile] quotes › prints',
        message: 'Timeout 5000ms exceeded.',
      },
      {
        kind: 'flaky',
        name: 'cart.spec.ts:58 [mobile] quotes › emails',
        message: 'expect(received)',
      },
      { kind: 'failed', name: 'outside any test', message: 'Error: webServer exited early' },
    ]);
  });

  it('prints each problem on a line, its message indented under it', () => {
    expect(
      problemLines([{ kind: 'flaky', name: 'a.spec.ts:1 [desktop] t', message: 'boom' }]),
    ).toEqual(['  flaky  a.spec.ts:1 [desktop] t', '         boom']);
    expect(problemLines([])).toEqual([]);
  });
});

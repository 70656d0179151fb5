import {
  Document,
  Spectral,
  type ISpectralDiagnostic,
  type RulesetDefinition,
} from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PATH } from '../../src/core/openapi';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SEVERITY = ['error', 'warning', 'info', 'hint'];

/** One line per finding, as the Spectral CLI prints them: severity, rule, where, what. */
function describeFinding(finding: ISpectralDiagnostic): string {
  return `${SEVERITY[finding.severity]} ${finding.code} ${finding.path.join('.')}: ${finding.message}`;
}

describe('the OpenAPI document', () => {
  it('is clean under Spectral spectral:oas (no error, warning, info or hint)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/json` });
    expect(response.statusCode).toBe(200);
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const findings = await spectral.run(new Document(response.body, Json, 'openapi.json'));
    expect(findings.map(describeFinding)).toEqual([]);
  }, 60_000);
});

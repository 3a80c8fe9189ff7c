export { appliesTo, eligibilityScenarioId, findScenario, scenarios } from './catalogue';
export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
export { FIELD_VALIDATION_MESSAGE } from './field-validation';
export { MAGIC_VALUE_STATES, magicValueState } from './magic-value-states';
export {
  PAGE_OPERATIONS,
  type PageOperationId,
  type Scenario,
  type ScenarioOperation,
  type TriggerInput,
} from './types';

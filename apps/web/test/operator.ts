/** The operator key (`AUTH_SERVICE_ROLE_KEY`) of the standard test server (global-setup.ts). */
export const TEST_OPERATOR_KEY = 'web-test-operator-key-0123456789-abcdefgh';

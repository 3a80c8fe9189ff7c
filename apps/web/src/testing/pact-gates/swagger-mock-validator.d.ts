// The package ships no types; this is the part of its API the document gate uses.
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationResult {
    code: string;
    message: string;
    type: 'error' | 'warning';
    mockDetails?: { interactionDescription: string | null; location: string };
  }
  export interface ValidationOutcome {
    success: boolean;
    errors: ValidationResult[];
    warnings: ValidationResult[];
    failureReason?: string;
  }
  export const SwaggerMockValidatorFactory: {
    create(): {
      validate(options: {
        specPathOrUrl: string;
        mockPathOrUrl: string;
        additionalPropertiesInResponse?: 'true' | 'false';
        requiredPropertiesInResponse?: 'true' | 'false';
      }): Promise<ValidationOutcome>;
    };
  };
}

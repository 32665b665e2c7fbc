/** The messages an admin sees when the model's answer cannot be used. */
export const AI_MESSAGES = {
  refusal:
    'Unable to extract recipe data from the provided URL. The page may not contain a valid recipe or may be formatted in a way that prevents extraction.',
  nonJson: 'Unexpected non-JSON format',
  missingFields: 'Invalid recipe data structure - missing required fields',
  unparsable: 'Failed to parse recipe data from the AI response',
  failed:
    'Failed to generate recipe from URL. Please try again or check that the URL contains a valid recipe.',
} as const;

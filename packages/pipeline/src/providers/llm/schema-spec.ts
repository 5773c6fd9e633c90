/**
 * The shape we ask a model to answer in, written once and translated into each provider's schema
 * dialect (Gemini: an OpenAPI 3.0 subset; OpenAI: strict JSON Schema). Objects list their
 * properties in answer order and every property is required: both dialects then agree.
 */
export type SchemaSpec =
  | { type: "object"; description?: string; properties: Record<string, SchemaSpec> }
  | { type: "array"; description?: string; items: SchemaSpec; minItems?: number; maxItems?: number }
  | { type: "string"; description?: string; enum?: readonly string[] };

export interface GeminiSchema {
  type: "OBJECT" | "ARRAY" | "STRING";
  description?: string;
  properties?: Record<string, GeminiSchema>;
  required?: string[];
  propertyOrdering?: string[];
  items?: GeminiSchema;
  minItems?: number;
  maxItems?: number;
  format?: "enum";
  enum?: string[];
}

export interface StrictJsonSchema {
  type: "object" | "array" | "string";
  description?: string;
  properties?: Record<string, StrictJsonSchema>;
  required?: string[];
  additionalProperties?: false;
  items?: StrictJsonSchema;
  enum?: string[];
}

const describe = (spec: SchemaSpec) => (spec.description === undefined ? {} : { description: spec.description });

/** An object's properties, each translated into a dialect, and their names in answer order. */
function convertProperties<S>(properties: Record<string, SchemaSpec>, convert: (spec: SchemaSpec) => S): { names: string[]; properties: Record<string, S> } {
  const entries = Object.entries(properties);
  return { names: entries.map(([name]) => name), properties: Object.fromEntries(entries.map(([name, s]) => [name, convert(s)])) };
}

/** Gemini responseSchema: upper-case types, propertyOrdering so the answer keeps our order. */
export function toGeminiSchema(spec: SchemaSpec): GeminiSchema {
  switch (spec.type) {
    case "object": {
      const { names, properties } = convertProperties(spec.properties, toGeminiSchema);
      return { type: "OBJECT", ...describe(spec), properties, required: names, propertyOrdering: names };
    }
    case "array":
      return {
        type: "ARRAY",
        ...describe(spec),
        items: toGeminiSchema(spec.items),
        ...(spec.minItems === undefined ? {} : { minItems: spec.minItems }),
        ...(spec.maxItems === undefined ? {} : { maxItems: spec.maxItems }),
      };
    case "string":
      return { type: "STRING", ...describe(spec), ...(spec.enum ? { format: "enum" as const, enum: [...spec.enum] } : {}) };
  }
}

/**
 * OpenAI strict mode: every property required, additionalProperties false. Array length limits are
 * left out on purpose: older strict-mode models and several self-hosted grammar engines reject
 * them, and our parser enforces the counts anyway.
 */
export function toStrictJsonSchema(spec: SchemaSpec): StrictJsonSchema {
  switch (spec.type) {
    case "object": {
      const { names, properties } = convertProperties(spec.properties, toStrictJsonSchema);
      return { type: "object", ...describe(spec), properties, required: names, additionalProperties: false };
    }
    case "array":
      return { type: "array", ...describe(spec), items: toStrictJsonSchema(spec.items) };
    case "string":
      return { type: "string", ...describe(spec), ...(spec.enum ? { enum: [...spec.enum] } : {}) };
  }
}

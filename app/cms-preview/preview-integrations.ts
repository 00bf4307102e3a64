/**
 * The integrations as rows of them show them, for the preview's landing pages. This file is the type; the preview's
 * bundler (scripts/build-steps/cms-preview-bundle.ts) writes its contents from the integrations' files, which the
 * server reads and the browser never does.
 */
import type { IntegrationBadge } from "#core/integration-logos.ts";

export const previewIntegrations: readonly IntegrationBadge[] = [];

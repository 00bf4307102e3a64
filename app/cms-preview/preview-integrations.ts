/**
 * The integrations as the preview needs them: each as a row of them shows it, and the drawing of every logo an
 * integration's file may name. This file is the type; the preview's bundler (scripts/build-steps/cms-preview-bundle.ts)
 * writes its contents from the integrations' files and the icon set, which the server reads and the browser never does.
 */
import type { IntegrationBadge, IntegrationLogoDrawing, IntegrationLogoName } from "#core/integration-logos.ts";

export const previewIntegrations: readonly IntegrationBadge[] = [];
export const previewLogos: Partial<Record<IntegrationLogoName, IntegrationLogoDrawing>> = {};

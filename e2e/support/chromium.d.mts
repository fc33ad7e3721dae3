import type { BrowserType, LaunchOptions } from '@playwright/test';

export function chromiumPath(): string;
export const CHROMIUM_ARGS: readonly string[];
export function chromiumLaunchOptions(): LaunchOptions & { executablePath: string; args: string[] };
export function launchChromium(chromium: BrowserType): ReturnType<BrowserType['launch']>;

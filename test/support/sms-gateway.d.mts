export declare const INVALID_NUMBER: string;

export interface SmsGatewayStandIn {
  url: string;
  messages: Array<{ to: string; message: string; at: number }>;
  refusals: string[];
  readonly tokensIssued: number;
  settings: {
    sms_url: string;
    sms_username: string;
    sms_password: string;
    sms_oauth_id: string;
    sms_oauth_secret: string;
  };
  failNext(count: number, status?: number): void;
  expireTokens(): void;
  codeFor(to: string): string | null;
  kill(): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export declare function startSmsGateway(options?: {
  username?: string;
  apiKey?: string;
  clientId?: string;
  clientSecret?: string;
  port?: number;
}): Promise<SmsGatewayStandIn>;

export interface AgentCli {
  pkg: string;
  version: string;
  bin: string;
}
export declare const AGENT_CLIS: { cline: AgentCli; codex: AgentCli; gemini: AgentCli };
export declare function installCachedCli(cli: AgentCli): string;

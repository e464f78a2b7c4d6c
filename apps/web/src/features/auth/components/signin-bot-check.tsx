import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { BotCheck, type BotCheckProps } from "@/components/bot-check";

/**
 * The bot check as the sign-in page shows it, once the API asks for it: loaded then, with the query
 * library it reads its configuration through (the page itself is outside that provider, decision 190).
 */
export default function SigninBotCheck(props: BotCheckProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BotCheck {...props} />
    </QueryClientProvider>
  );
}

"""Who the client is, and how many POSTs each client may send.

`ClientAddress` puts `request.client_address` on every request: REMOTE_ADDR, or behind
settings.PROXY_COUNT proxies of ours the address the outermost of them saw (X-Forwarded-For).
`PostThrottle` counts every POST per client in a fixed window, in the "throttle" cache (the
database, so all workers and machines count together), and answers 429 with Retry-After once
a client is over its scope's rate. Scopes and rates come from settings (POST_THROTTLE_*).
"""
import math
import time
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import caches
from django.http import JsonResponse
from django.shortcuts import render

PERIODS = {"s": 1, "sec": 1, "second": 1, "m": 60, "min": 60, "minute": 60, "h": 3600, "hour": 3600,
           "d": 86400, "day": 86400}


@dataclass(frozen=True)
class Rate:
    count: int
    seconds: int

    @classmethod
    def parse(cls, text):
        """"30/min" -> Rate(30, 60); a bad rate is a settings error, named."""
        number, _, period = str(text).partition("/")
        if not number.strip().isdigit() or period.strip().lower() not in PERIODS:
            raise ValueError(f"a rate is N/sec, N/min, N/hour or N/day, not {text!r}")
        return cls(int(number), PERIODS[period.strip().lower()])

    def describe(self):
        unit = {1: "second", 60: "minute", 3600: "hour", 86400: "day"}[self.seconds]
        return f"{self.count} per {unit}"


def client_address(request):
    """The client's address as settings.PROXY_COUNT says to read it."""
    remote = request.META.get("REMOTE_ADDR", "") or "unknown"
    proxies = settings.PROXY_COUNT
    if not proxies:
        return remote
    chain = [part.strip() for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if part.strip()]
    # The last `proxies` hops were added by our proxies; the one they received from is the client.
    return chain[-proxies] if len(chain) >= proxies else remote


def count_hit(key, rate, now=None):
    """Count one hit under `key` in the current window of `rate`; the seconds to wait if over it, else None."""
    now = time.time() if now is None else now
    window = int(now // rate.seconds)
    cache = caches["throttle"]
    cache_key = f"{key}:{window}"
    cache.add(cache_key, 0, rate.seconds + 1)
    try:
        hits = cache.incr(cache_key)
    except ValueError:  # expired between add and incr
        cache.set(cache_key, 1, rate.seconds + 1)
        hits = 1
    if hits <= rate.count:
        return None
    return max(1, math.ceil((window + 1) * rate.seconds - now))


def too_many(request, message, retry_after, status=429):
    """429 (or another status) with Retry-After, as JSON under /api/ and as a page elsewhere."""
    if request.path.startswith("/api/"):
        response = JsonResponse({"error": message, "retry_after": retry_after}, status=status)
    else:
        response = render(request, "throttled.html", {"message": message, "retry_after": retry_after},
                          status=status)
    response["Retry-After"] = str(retry_after)
    return response


class ClientAddress:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request.client_address = client_address(request)
        return self.get_response(request)


SCOPE_WORDS = {"post": "form submissions and API calls", "heavy": "resolutions and diagrams",
               "editor": "editor checks"}


class PostThrottle:
    """429 + Retry-After for a client over its rate of POSTs (per scope)."""

    def __init__(self, get_response):
        self.get_response = get_response
        for rate in settings.POST_THROTTLE_RATES.values():
            Rate.parse(rate)  # a misspelt rate stops the site at start-up

    def __call__(self, request):
        return self.get_response(request)

    def process_view(self, request, view_func, view_args, view_kwargs):
        if request.method != "POST":
            return None
        name = request.resolver_match.view_name if request.resolver_match else ""
        scope = settings.POST_THROTTLE_SCOPES.get(name, "post")
        rate = Rate.parse(settings.POST_THROTTLE_RATES[scope])
        client = getattr(request, "client_address", None) or client_address(request)
        wait = count_hit(f"post:{scope}:{client}", rate)
        if wait is None:
            return None
        return too_many(request, f"Too many requests from your address: at most {rate.describe()} for "
                                 f"{SCOPE_WORDS.get(scope, scope)}. Try again in {wait} seconds.", wait)

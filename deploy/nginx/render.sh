#!/bin/sh
# Renders the production configuration with envsubst, substituting only the names in variables.env
# (nginx's own $variables stay as they are):
#
#   export HALL_SERVER_NAME=… AGENT_SERVER_NAME=… …   # every name in variables.env
#   deploy/nginx/render.sh --check                     # lists what is unset, empty or still an example
#   deploy/nginx/render.sh /etc/nginx                  # checks the same, then writes conf.d/bluecat.conf and bluecat/*.conf
#   nginx -t && nginx -s reload
#   deploy/nginx/render.sh --hashes                    # after copying a new build: only its script hashes
#
# Each build writes csp-script-hashes.conf beside its pages (the hashes of its inline scripts, for the
# policy). nginx never includes it from the web root, where whoever can write the build could write nginx
# configuration: it is checked to be one `set $csp_script_hashes "'sha256-…' …";` and nothing else, then
# copied to $BLUECAT_NGINX_DIR/<app>-csp-script-hashes.conf.
#
# The demo configuration (stand-in pages) is rendered by scripts/nginx.mjs for the tests, never here.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
usage='usage: render.sh --check | render.sh --hashes | render.sh <nginx-dir>'
out=${1:?$usage}

# One line of the build's hash file nginx may read: a comment, or the one `set` of base64 sha256 hashes.
hash_line='^(#.*|set \$csp_script_hashes "'"'"'sha256-[A-Za-z0-9+/]{43}='"'"'( '"'"'sha256-[A-Za-z0-9+/]{43}='"'"')*";)$'

# Copies <root>/csp-script-hashes.conf beside $BLUECAT_NGINX_DIR/<app>-csp-script-hashes.conf, checks the
# copy, and only then moves it into place. The copy is what is checked: whoever can write the web root could
# otherwise change the file between the check and the copy.
copy_hashes() {
  app=$1
  root=$2
  file="$root/csp-script-hashes.conf"
  target="$BLUECAT_NGINX_DIR/$app-csp-script-hashes.conf"
  if [ ! -f "$file" ]; then
    echo "render.sh: $file is missing: copy the $app build (apps/$app/dist) to $root first" >&2
    return 1
  fi
  mkdir -p "$BLUECAT_NGINX_DIR"
  rm -f "$target.new"
  cp "$file" "$target.new"
  if grep -Evq "$hash_line" "$target.new" || [ "$(grep -c '^set ' "$target.new")" != 1 ]; then
    rm -f "$target.new"
    echo "render.sh: $file is not the build's list of script hashes (one set of 'sha256-…' values); nothing copied" >&2
    return 1
  fi
  mv "$target.new" "$target"
  echo "copied the $app build's script hashes to $target"
}

# The agent build says how its channel pages sign in (dist/channel-login.conf, PUBLIC_CHANNEL_LOGIN). Only a
# file-mode build reads /config/channels.json; beside any other build the file would only hand every channel's
# dealer account to whoever asks for it, so nothing is rendered while $AGENT_CONFIG_DIR holds it. A build that
# does not say file mode is server mode, the default.
check_channel_accounts() {
  accounts="$AGENT_CONFIG_DIR/channels.json"
  if grep -qx 'channel_login file;' "$AGENT_ROOT/channel-login.conf" 2>/dev/null || [ ! -e "$accounts" ]; then
    return 0
  fi
  echo "render.sh: the agent build in $AGENT_ROOT signs channel pages in through the API (server mode) and reads no accounts file, yet $accounts would be served to anyone as /config/channels.json with every channel's dealer account: delete it; nothing rendered" >&2
  return 1
}

# The names whose values go into the Content-Security-Policy as sources, and what each may hold: one
# https://host[:port] origin, or (IMAGE_ORIGINS) a space-separated list of them. Anything else (a path, a
# keyword such as 'unsafe-inline', a `;` starting another directive, a wildcard) would change the policy.
origin_names='ASSET_ORIGIN API_ORIGIN CASHIER_ORIGIN'
origin_list_names='IMAGE_ORIGINS'
https_origin='^https://[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:[0-9]{1,5})?$'

# Each policy source that is not an https origin, on a line of its own (empty values are left to problems).
# In a subshell without globbing: a value of `*` stays `*`.
origin_problems() (
  set -f
  for name in $origin_names $origin_list_names; do
    eval "value=\${$name-}"
    [ -n "$value" ] || continue
    # A list is split at spaces only; any other blank stays in its word, and fails the check.
    case " $origin_list_names " in
    *" $name "*) list=$(printf '%s' "$value" | tr '\t\n' '__') ;;
    *) list=$(printf '%s' "$value" | tr ' \t\n' '___') ;;
    esac
    for origin in $list; do
      if ! printf '%s\n' "$origin" | grep -Eq "$https_origin"; then
        case " $origin_list_names " in
        *" $name "*) echo "$name holds \"$origin\", which is not an https://host[:port] origin" ;;
        *) echo "$name is \"$value\", which is not an https://host[:port] origin" ;;
        esac
      fi
    done
  done
)

# The DSN of field reports goes into proxy_pass and the tunnel's auth, the environment and the vitals rate
# into the JSON the pages read: each must be what its comment in variables.env says and nothing that would
# change the configuration around it.
report_problems() {
  dsn=${REPORT_DSN-}
  if [ -n "$dsn" ] && { [ "$(printf '%s' "$dsn" | wc -l)" != 0 ] ||
    ! printf '%s\n' "$dsn" | grep -Eq '^https?://[A-Za-z0-9]{8,64}@[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?(/[A-Za-z0-9._~-]+)*/[0-9]{1,12}$'; }; then
    echo "REPORT_DSN is \"$dsn\", which is not a DSN http(s)://<public key>@host[:port][/path]/<project id>"
  fi
  environment=${REPORT_ENVIRONMENT-}
  if [ -n "$environment" ] && { [ "$(printf '%s' "$environment" | wc -l)" != 0 ] ||
    ! printf '%s\n' "$environment" | grep -Eq '^[A-Za-z0-9._-]{1,64}$'; }; then
    echo "REPORT_ENVIRONMENT is \"$environment\", which is not a name of letters, digits, . _ -"
  fi
  rate=${REPORT_VITALS_RATE-}
  if [ -n "$rate" ] && { [ "$(printf '%s' "$rate" | wc -l)" != 0 ] ||
    ! printf '%s\n' "$rate" | grep -Eq '^(0(\.[0-9]{1,4})?|1(\.0{1,4})?)$'; }; then
    echo "REPORT_VITALS_RATE is \"$rate\", which is not a number from 0 to 1"
  fi
}

# The DSN's parts the tunnel's template names (report-collector.conf.template): the tracker's origin, the
# path before the project (a tracker under a path), the public key and the project id.
report_parts() {
  REPORT_KEY=$(printf '%s' "$REPORT_DSN" | sed -E 's|^https?://([^@]+)@.*$|\1|')
  REPORT_ORIGIN=$(printf '%s' "$REPORT_DSN" | sed -E 's|^(https?://)[^@]+@([^/]+)/.*$|\1\2|')
  REPORT_PROJECT=${REPORT_DSN##*/}
  REPORT_PATH=$(printf '%s' "$REPORT_DSN" | sed -E 's|^https?://[^/]+(/.*)?/[0-9]+$|\1|')
  export REPORT_KEY REPORT_ORIGIN REPORT_PROJECT REPORT_PATH
}

if [ "$out" = "--hashes" ]; then
  : "${HALL_ROOT:?} ${AGENT_ROOT:?} ${BLUECAT_NGINX_DIR:?}"
  # A new agent build may have left file mode: checked where the site's settings name the accounts folder.
  [ -z "${AGENT_CONFIG_DIR:-}" ] || check_channel_accounts
  copy_hashes hall "$HALL_ROOT"
  copy_hashes agent "$AGENT_ROOT"
  exit 0
fi
names=$(sed -n 's/^\([A-Z][A-Z0-9_]*\)=.*/\1/p' "$here/variables.env")
# Names whose comment in variables.env says "(may be empty)".
may_be_empty=$(awk '/^#/ { comment = comment $0 } /^[A-Z][A-Z0-9_]*=/ { split($0, kv, "="); if (comment ~ /may be empty/) print kv[1]; comment = "" } /^$/ { comment = "" }' "$here/variables.env")

# Every problem on a line of its own: unset, empty where a value is needed, or an example value of
# variables.env (example.com / .example hosts, your-… placeholders) that would reach production.
problems() {
  for name in $names; do
    eval "set_=\${$name+x}"
    if [ -z "$set_" ]; then
      echo "$name is not set"
      continue
    fi
    eval "value=\$$name"
    if [ -z "$value" ]; then
      case " $(echo $may_be_empty) " in
      *" $name "*) ;;
      *) echo "$name is empty" ;;
      esac
      continue
    fi
    if printf '%s\n' "$value" | grep -Eq '(^|[./@ ])example(\.(com|org|net))?($|[/: ])|(^| )your-'; then
      echo "$name has the example value \"$value\""
    fi
  done
}

found=$(problems; origin_problems; report_problems)
if [ -n "$found" ]; then
  echo "render.sh: these settings need a real value (see deploy/nginx/variables.env and deploy/WECHAT.md):" >&2
  printf '%s\n' "$found" | sed 's/^/- /' >&2
  exit 1
fi
if [ "$out" = "--check" ]; then
  echo "render.sh: every setting of variables.env has a value"
  exit 0
fi

list=''
for name in $names; do
  list="$list \${$name}"
done
# The DSN's parts, for the tunnel (report_parts).
if [ -n "$REPORT_DSN" ]; then
  report_parts
  list="$list \${REPORT_KEY} \${REPORT_ORIGIN} \${REPORT_PROJECT} \${REPORT_PATH}"
fi
eval "snippets=\$BLUECAT_NGINX_DIR"
check_channel_accounts
copy_hashes hall "$HALL_ROOT"
copy_hashes agent "$AGENT_ROOT"
mkdir -p "$out/conf.d" "$snippets/hall.d" "$snippets/agent.d"
envsubst "$list" <"$here/bluecat.conf.template" >"$out/conf.d/bluecat.conf"
envsubst "$list" <"$here/app-locations.conf.template" >"$snippets/app-locations.conf"
envsubst "$list" <"$here/security-headers.conf.template" >"$snippets/security-headers.conf"
envsubst "$list" <"$here/report-guard.conf.template" >"$snippets/report-guard.conf"
# With no DSN, /__report/… is answered here and nothing is forwarded (nginx has no proxy_pass to nowhere).
if [ -n "$REPORT_DSN" ]; then report=report-collector; else report=report-no-collector; fi
envsubst "$list" <"$here/$report.conf.template" >"$snippets/report.conf"
echo "rendered $out/conf.d/bluecat.conf and $snippets/{app-locations,security-headers,report,report-guard}.conf"

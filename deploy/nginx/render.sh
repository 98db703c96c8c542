#!/bin/sh
# Renders the production configuration with envsubst, substituting only the names in variables.env
# (nginx's own $variables stay as they are):
#
#   export HALL_SERVER_NAME=… AGENT_SERVER_NAME=… …   # every name in variables.env
#   deploy/nginx/render.sh --check                     # lists what is unset, empty or still an example
#   deploy/nginx/render.sh /etc/nginx                  # checks the same, then writes conf.d/bluecat.conf and bluecat/*.conf
#   nginx -t && nginx -s reload
#
# The demo configuration (stand-in pages) is rendered by scripts/nginx.mjs for the tests, never here.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
usage='usage: render.sh --check | render.sh <nginx-dir>'
out=${1:?$usage}
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

found=$(problems)
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
eval "snippets=\$BLUECAT_NGINX_DIR"
mkdir -p "$out/conf.d" "$snippets/hall.d" "$snippets/agent.d"
envsubst "$list" <"$here/bluecat.conf.template" >"$out/conf.d/bluecat.conf"
envsubst "$list" <"$here/app-locations.conf.template" >"$snippets/app-locations.conf"
envsubst "$list" <"$here/security-headers.conf.template" >"$snippets/security-headers.conf"
echo "rendered $out/conf.d/bluecat.conf and $snippets/{app-locations,security-headers}.conf"

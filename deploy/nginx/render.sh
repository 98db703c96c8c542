#!/bin/sh
# Renders the production configuration with envsubst, substituting only the names in variables.env
# (nginx's own $variables stay as they are):
#
#   export HALL_SERVER_NAME=… AGENT_SERVER_NAME=… …   # every name in variables.env
#   deploy/nginx/render.sh /etc/nginx                  # writes conf.d/bluecat.conf and bluecat/*.conf
#   nginx -t && nginx -s reload
#
# The demo configuration (stand-in pages) is rendered by scripts/nginx.mjs for the tests, never here.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: render.sh <nginx-dir>}
names=$(sed -n 's/^\([A-Z][A-Z0-9_]*\)=.*/\1/p' "$here/variables.env")
list=''
for name in $names; do
  eval "set_=\${$name+x}"
  if [ -z "$set_" ]; then
    echo "render.sh: $name is not set (see deploy/nginx/variables.env)" >&2
    exit 1
  fi
  list="$list \${$name}"
done
eval "snippets=\$BLUECAT_NGINX_DIR"
mkdir -p "$out/conf.d" "$snippets/hall.d" "$snippets/agent.d"
envsubst "$list" <"$here/bluecat.conf.template" >"$out/conf.d/bluecat.conf"
envsubst "$list" <"$here/app-locations.conf.template" >"$snippets/app-locations.conf"
envsubst "$list" <"$here/security-headers.conf.template" >"$snippets/security-headers.conf"
echo "rendered $out/conf.d/bluecat.conf and $snippets/{app-locations,security-headers}.conf"
